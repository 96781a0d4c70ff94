// Recording for dictation in browsers without speech recognition (docs/decisions/055-dictation.md). Loaded
// on the first press of Dictate, not with the page.
import { callApi } from "#app/lib/api-client.ts";

/** Containers every transcription service reads, in order of preference; the browser picks the first it can. */
const preferredTypes = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4", "audio/webm", "audio/ogg"];

export type Recording = {
  /** Ends the recording and releases the microphone; resolves with the audio. */
  stop(): Promise<Blob>;
  /** Ends the recording, releases the microphone and drops the audio. */
  cancel(): void;
};

/** Asks for the microphone and starts recording (rejects with the browser's DOMException when it cannot). */
export async function startRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = preferredTypes.find((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
  const chunks: Blob[] = [];
  recorder.addEventListener("dataavailable", (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<Blob>((resolve) => {
    recorder.addEventListener("stop", () => {
      for (const track of stream.getTracks()) track.stop();
      resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || "" }));
    });
  });
  recorder.start();
  return {
    stop() {
      if (recorder.state !== "inactive") recorder.stop();
      return stopped;
    },
    cancel() {
      if (recorder.state !== "inactive") recorder.stop();
      chunks.length = 0;
    },
  };
}

/** Sends a recording to the server's transcription endpoint; rejects with the API's message (an ApiError). */
export async function transcribeRecording(audio: Blob, signal?: AbortSignal) {
  const { text } = await callApi<{ text: string }>("/api/v1/transcriptions", { body: audio, signal });
  return text;
}
