/** Radix Tooltip, kept out of the first load: see useLazyModule. */
export type TooltipKit = typeof import('@radix-ui/react-tooltip');

export const loadTooltip = (): Promise<TooltipKit> => import('@radix-ui/react-tooltip');
