// qrcode's own canvas renderer: draws a symbol already encoded (toCanvas would encode the text again).
declare module 'qrcode/lib/renderer/canvas' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(symbol: QRCode, canvas: HTMLCanvasElement, options?: QRCodeRenderersOptions): HTMLCanvasElement;
}
