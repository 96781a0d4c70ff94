// Review videos: what the browser may pick and what the server accepts (checked again there by content).
export const maxVideoBytes = 100 * 1024 * 1024;
export const acceptedVideoTypes = "video/mp4,video/quicktime,video/x-msvideo,video/webm,.mp4,.mov,.avi,.webm";
export const invalidVideoMessage = "Please select a valid video file";
export const tooLargeVideoMessage = "The video is larger than 100 MB. Please choose a shorter or smaller video.";

/** The same first-bytes check as the server, so a wrong file is refused before uploading. */
export function looksLikeVideo(head: Uint8Array) {
  const text = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  return (
    (head.length >= 12 && text(4, 8) === "ftyp") ||
    (head.length >= 12 && text(0, 4) === "RIFF" && text(8, 12) === "AVI ") ||
    (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
  );
}
