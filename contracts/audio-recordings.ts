// Dictation recordings (docs/decisions/055-dictation.md): what the browser records and the server accepts for
// transcription. The server checks the declared type and the first bytes; the audio is never stored.
export const maxRecordingSeconds = 60;
export const maxRecordingBytes = 10 * 1024 * 1024;
export const tooLargeRecordingMessage = "The recording is larger than 10 MB. Please dictate a shorter passage.";

/** Accepted media types (without parameters such as `;codecs=opus`) and the file extension each is sent with. */
export const audioFileExtensions = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/flac": "flac",
} as const;

export type AudioType = keyof typeof audioFileExtensions;

export const unsupportedAudioMessage =
  "Send the recording as audio (audio/webm, audio/ogg, audio/mp4, audio/mpeg, audio/wav or audio/flac).";

/** The accepted audio type a Content-Type header names, or undefined. */
export function audioTypeOf(contentType: string | null | undefined): AudioType | undefined {
  const essence = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return Object.hasOwn(audioFileExtensions, essence) ? (essence as AudioType) : undefined;
}

/** Whether the first bytes are those of the container the type names (a renamed file is refused). */
export function looksLikeAudio(head: Uint8Array, type: AudioType) {
  const text = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  switch (audioFileExtensions[type]) {
    case "webm":
      return head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
    case "ogg":
      return head.length >= 4 && text(0, 4) === "OggS";
    case "m4a":
      return head.length >= 8 && text(4, 8) === "ftyp";
    case "mp3":
      // An ID3 tag, or an MPEG audio frame header (eleven set sync bits).
      return (
        (head.length >= 3 && text(0, 3) === "ID3") ||
        (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)
      );
    case "wav":
      return head.length >= 12 && text(0, 4) === "RIFF" && text(8, 12) === "WAVE";
    case "flac":
      return head.length >= 4 && text(0, 4) === "fLaC";
  }
}
