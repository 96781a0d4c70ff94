import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { ApiError, callApi } from "#app/lib/api-client.ts";
import type { Recording } from "#app/lib/audio-recorder.ts";
import { maxRecordingSeconds } from "#contracts/audio-recordings.ts";
import { countOf } from "#contracts/plural.ts";

type SpeechRecognitionResultLike = { isFinal: boolean; 0: { transcript: string } };
type SpeechRecognitionLike = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<SpeechRecognitionResultLike> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

const dictationErrors: Record<string, string> = {
  "not-allowed": "Microphone access was not allowed. Allow it for this site in the browser's settings.",
  "service-not-allowed": "This browser does not let the site use speech recognition.",
  "audio-capture": "No microphone was found.",
  network: "Speech recognition needs a network connection to the browser's speech service.",
};

type DictationMode = { kind: "speech" } | { kind: "recording" } | { kind: "unavailable"; reason: string };

/**
 * How this browser can take dictation (docs/decisions/055-dictation.md): its own speech recognition first; else,
 * when the site has a transcription model, a recording sent to the server; else a sentence saying why not.
 */
function dictationModeOf(canTranscribeOnServer: boolean, isSignedIn: boolean): DictationMode {
  if (speechRecognition()) return { kind: "speech" };
  if (!canTranscribeOnServer)
    return {
      kind: "unavailable",
      reason: "Dictation needs a browser with speech recognition, such as Chrome, Edge or Safari.",
    };
  if (!window.isSecureContext)
    return { kind: "unavailable", reason: "Dictation needs a secure (https://) connection to use the microphone." };
  if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia)
    return {
      kind: "unavailable",
      reason:
        "Dictation needs a browser that can record from the microphone, or one with speech recognition such as Chrome, Edge or Safari.",
    };
  if (!isSignedIn) return { kind: "unavailable", reason: "Sign in to dictate your review." };
  return { kind: "recording" };
}

/**
 * Voice dictation: the browser's speech recognition where it has one; elsewhere a recording transcribed by the
 * server when the site has a transcription model (`canTranscribeOnServer`, from the loader); otherwise a sentence
 * says why it is missing. Dictated text goes to `onText`.
 */
export function DictationButton({
  onText,
  canTranscribeOnServer,
  isSignedIn,
}: {
  onText: (text: string) => void;
  canTranscribeOnServer: boolean;
  isSignedIn: boolean;
}) {
  // null until the browser has been asked (the server cannot know; nothing is shown before then).
  const [mode, setMode] = useState<DictationMode | null>(null);
  useEffect(() => setMode(dictationModeOf(canTranscribeOnServer, isSignedIn)), [canTranscribeOnServer, isSignedIn]);
  if (mode === null) return null;
  if (mode.kind === "unavailable") return <span className="text-xs text-slate-600">{mode.reason}</span>;
  if (mode.kind === "recording") return <RecordedDictation onText={onText} />;
  return <SpeechDictation onText={onText} />;
}

function SpeechDictation({ onText }: { onText: (text: string) => void }) {
  const [state, setState] = useState<"stopped" | "listening">("stopped");
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);

  useEffect(() => () => recognition.current?.stop(), []);

  function toggle() {
    if (state === "listening") {
      recognition.current?.stop();
      setState("stopped");
      return;
    }
    const Recognition = speechRecognition();
    if (!Recognition) return;
    const instance = new Recognition();
    instance.continuous = true;
    instance.interimResults = false;
    instance.lang = document.documentElement.lang || "en";
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal) onText(result[0].transcript.trim());
      }
    };
    instance.onerror = (event) => {
      const message = dictationErrors[event.error];
      if (message) {
        setError(message);
        instance.stop();
        setState("stopped");
      }
    };
    instance.onend = () => setState("stopped");
    recognition.current = instance;
    setError(null);
    instance.start();
    setState("listening");
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button type="button" size="sm" variant="secondary" onClick={toggle} aria-pressed={state === "listening"}>
        {state === "listening" ? "Stop dictation" : "Dictate"}
      </Button>
      <span role="status" className="text-xs text-slate-600">
        {state === "listening" ? "Listening…" : (error ?? "")}
      </span>
    </span>
  );
}

/** What the microphone's refusal means, by the DOMException the browser gives. */
const microphoneErrors: Record<string, string> = {
  NotAllowedError: dictationErrors["not-allowed"] ?? "",
  SecurityError: dictationErrors["not-allowed"] ?? "",
  NotFoundError: "No microphone was found.",
  OverconstrainedError: "No microphone was found.",
  NotReadableError: "The microphone is in use by another program, or could not be started.",
};

function minutesAndSeconds(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Dictation by recording: at most a minute, sent to the server, whose transcript goes to `onText`. */
function RecordedDictation({ onText }: { onText: (text: string) => void }) {
  const [phase, setPhase] = useState<"idle" | "starting" | "recording" | "transcribing">("idle");
  const [seconds, setSeconds] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const recording = useRef<Recording | null>(null);
  const startedAt = useRef(0);
  const limitTimer = useRef<number | undefined>(undefined);
  const upload = useRef<AbortController | null>(null);
  const isGone = useRef(false);

  useEffect(() => {
    isGone.current = false;
    return () => {
      isGone.current = true;
      window.clearTimeout(limitTimer.current);
      recording.current?.cancel();
      upload.current?.abort();
    };
  }, []);
  useEffect(() => {
    if (phase !== "recording") return;
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
    return () => window.clearInterval(timer);
  }, [phase]);

  async function start() {
    setMessage(null);
    setPhase("starting");
    try {
      const { startRecording } = await import("#app/lib/audio-recorder.ts");
      recording.current = await startRecording();
      // The form went away while the browser asked for the microphone: give it back at once.
      if (isGone.current) {
        recording.current.cancel();
        return;
      }
    } catch (error) {
      setMessage(
        (error instanceof DOMException && microphoneErrors[error.name]) ||
          "The microphone could not be started. Please try again.",
      );
      setPhase("idle");
      return;
    }
    startedAt.current = Date.now();
    setSeconds(0);
    setPhase("recording");
    limitTimer.current = window.setTimeout(() => void stop(true), maxRecordingSeconds * 1000);
  }

  async function stop(isAtLimit = false) {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    window.clearTimeout(limitTimer.current);
    setPhase("transcribing");
    const controller = new AbortController();
    upload.current = controller;
    try {
      const audio = await current.stop();
      const { transcribeRecording } = await import("#app/lib/audio-recorder.ts");
      const text = await transcribeRecording(audio, controller.signal);
      if (text) onText(text);
      if (!text) setMessage("No speech was recognised. Please try again.");
      else if (isAtLimit) setMessage("Recording stops after a minute: press Dictate again to go on.");
    } catch (error) {
      if (controller.signal.aborted) return;
      setMessage(
        error instanceof ApiError ? error.message : "The recording could not be transcribed. Please try again.",
      );
    } finally {
      if (upload.current === controller) upload.current = null;
      setPhase("idle");
    }
  }

  const isBusy = phase === "starting" || phase === "transcribing";
  const status =
    phase === "starting"
      ? "Starting the microphone…"
      : phase === "recording"
        ? "Recording…"
        : phase === "transcribing"
          ? "Transcribing…"
          : (message ?? "");
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => void (phase === "recording" ? stop() : start())}
        disabled={isBusy}
        aria-pressed={phase === "recording"}
      >
        {phase === "recording" ? "Stop dictation" : "Dictate"}
      </Button>
      {phase === "recording" ? (
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-red-700">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-red-600" />
          <span role="timer" aria-label="Recording time">
            {`${minutesAndSeconds(seconds)} / ${minutesAndSeconds(maxRecordingSeconds)}`}
          </span>
        </span>
      ) : null}
      <span role="status" className="text-xs text-slate-600">
        {status}
      </span>
    </span>
  );
}

type PolishChange = { from: string; to: string };
type PolishSuggestion = {
  polished: string;
  changes: PolishChange[];
  title: { polished: string; changes: PolishChange[] } | null;
};

/** The corrections of one field, each once (with how many times it was made), as "from → to". */
function ChangeList({ changes, label }: { changes: PolishChange[]; label: string }) {
  if (changes.length === 0) return null;
  const counted = new Map<string, PolishChange & { times: number }>();
  for (const change of changes) {
    const key = `${change.from}\u0000${change.to}`;
    counted.set(key, { ...change, times: (counted.get(key)?.times ?? 0) + 1 });
  }
  return (
    <ul className="mt-1 grid gap-0.5 text-slate-700" aria-label={label}>
      {[...counted].map(([key, change]) => (
        <li key={key}>
          <del className="text-red-800">{change.from}</del>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> becomes </span>
          <ins className="font-semibold text-emerald-800 no-underline">{change.to}</ins>
          {change.times > 1 ? <span className="text-slate-600">{` (${change.times} times)`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * AI Polish: asks the server for a corrected title and text, shows every correction and the result, and the
 * writer accepts or rejects them (docs/decisions/085-offline-polish-with-harper.md).
 */
export function PolishButton({
  text,
  title,
  onAccept,
  isSignedIn,
}: {
  text: string;
  title: string;
  onAccept: (polished: { text: string; title: string | null }) => void;
  isSignedIn: boolean;
}) {
  const reasonId = useId();
  const [suggestion, setSuggestion] = useState<PolishSuggestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  if (!isSignedIn) return null;

  async function polish() {
    setIsWorking(true);
    setError(null);
    try {
      setSuggestion(
        await callApi<PolishSuggestion>("/api/v1/reviews/polish", {
          body: title.trim() ? { text, title } : { text },
        }),
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Error polishing text. Please try again.");
    } finally {
      setIsWorking(false);
    }
  }

  const isEmpty = text.trim() === "";
  const titleChanged = suggestion?.title && suggestion.title.polished !== title;
  const changeCount = (suggestion?.changes.length ?? 0) + (suggestion?.title?.changes.length ?? 0);
  return (
    // Its parts are items of the row it sits in: the button beside Dictate, the suggestion on a line of its own.
    <div className="contents">
      <span className="inline-flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void polish()}
          disabled={isWorking || isEmpty}
          aria-describedby={isEmpty ? reasonId : undefined}
        >
          {isWorking ? "Polishing..." : "AI Polish"}
        </Button>
        <DisabledReason id={reasonId} className="text-xs text-slate-600">
          {isEmpty ? "Write your review first: AI Polish corrects its title and text." : null}
        </DisabledReason>
        {error ? (
          <span role="alert" className="text-xs text-destructive">
            {error}
          </span>
        ) : null}
      </span>
      {suggestion ? (
        <section
          className="order-last basis-full rounded-md border border-violet-200 bg-violet-50 p-3 text-sm"
          aria-label="Polished suggestion"
        >
          <p className="font-semibold">
            {changeCount === 0
              ? "No corrections to words: capitals and spacing only, if anything."
              : `${countOf(changeCount, "correction")}; capitals and spacing may change too.`}
          </p>
          {suggestion.title ? (
            <>
              <p className="mt-3 font-semibold">Suggested title</p>
              <p className="mt-1">{suggestion.title.polished}</p>
              <ChangeList changes={suggestion.title.changes} label="Corrections to the title" />
            </>
          ) : null}
          <p className="mt-3 font-semibold">Suggested text</p>
          <p className="mt-1 whitespace-pre-line">{suggestion.polished}</p>
          <ChangeList changes={suggestion.changes} label="Corrections to the review" />
          <div className="mt-3 flex gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => {
                onAccept({
                  text: suggestion.polished,
                  title: titleChanged ? (suggestion.title?.polished ?? null) : null,
                });
                setSuggestion(null);
              }}
            >
              Accept
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setSuggestion(null)}>
              Reject
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
