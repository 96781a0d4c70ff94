export const videoTypes = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/x-msvideo": "avi",
  "video/webm": "webm",
} as const;
export type VideoMimeType = keyof typeof videoTypes;

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The video type from a file's first bytes (never its name): MP4 and MOV have an
 * ISO-BMFF `ftyp` box (`qt  ` brand for QuickTime), AVI is RIFF…AVI, WebM is EBML.
 */
export function detectVideoType(head: Uint8Array): VideoMimeType | null {
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp")
    return ascii(head, 8, 12) === "qt  " ? "video/quicktime" : "video/mp4";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "AVI ") return "video/x-msvideo";
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return "video/webm";
  return null;
}

/** The content type to serve a stored video with, from the extension we gave it. */
export const videoMimeByExtension = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  webm: "video/webm",
} as const satisfies Record<(typeof videoTypes)[VideoMimeType], VideoMimeType>;
