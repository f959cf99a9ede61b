/**
 * A camera-like EXIF APP1 segment for tests (big-endian, as many cameras write it): IFD0 with Make, Model,
 * Orientation and pointers to an Exif IFD (DateTimeOriginal) and a GPS IFD (GPSVersionID, GPSLatitudeRef "N",
 * GPSLatitude 48° 51′ 24″). Built here so no photo with a real location is ever committed.
 */
export const FIXTURE_CAMERA = { make: 'Acme', model: 'PhoneCam 12 Pro', dateTimeOriginal: '2024:05:17 18:42:07' } as const;

export function cameraApp1(orientation = 1): Uint8Array {
  const strings: [number, string][] = [];
  const bytes: number[] = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8];
  const u16 = (v: number) => [v >> 8, v & 0xff];
  const u32 = (v: number) => [(v >>> 24) & 0xff, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  const ifd0At = 8;
  const exifAt = ifd0At + 2 + 5 * 12 + 4;
  const gpsAt = exifAt + 2 + 1 * 12 + 4;
  const latitudeAt = gpsAt + 2 + 3 * 12 + 4;
  let dataAt = latitudeAt + 24;
  const ascii = (tag: number, text: string) => {
    const at = dataAt;
    strings.push([at, text]);
    dataAt += text.length + 1;
    return [...u16(tag), ...u16(2), ...u32(text.length + 1), ...u32(at)];
  };
  bytes.push(
    ...u16(5),
    ...ascii(0x010f, FIXTURE_CAMERA.make),
    ...ascii(0x0110, FIXTURE_CAMERA.model),
    ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0,
    ...u16(0x8769), ...u16(4), ...u32(1), ...u32(exifAt),
    ...u16(0x8825), ...u16(4), ...u32(1), ...u32(gpsAt),
    ...u32(0),
  );
  bytes.push(...u16(1), ...ascii(0x9003, FIXTURE_CAMERA.dateTimeOriginal), ...u32(0));
  bytes.push(
    ...u16(3),
    ...u16(0x0000), ...u16(1), ...u32(4), 2, 3, 0, 0,
    ...u16(0x0001), ...u16(2), ...u32(2), 0x4e, 0, 0, 0,
    ...u16(0x0002), ...u16(5), ...u32(3), ...u32(latitudeAt),
    ...u32(0),
  );
  bytes.push(...u32(48), ...u32(1), ...u32(51), ...u32(1), ...u32(24), ...u32(1));
  for (const [at, text] of strings) {
    while (bytes.length < at) bytes.push(0);
    bytes.push(...[...text].map((c) => c.charCodeAt(0)), 0);
  }
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...bytes];
  return new Uint8Array([0xff, 0xe1, ...u16(body.length + 2), ...body]);
}
