import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { callApi } from "#app/lib/api-client.ts";

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

/** Voice dictation where the browser supports speech recognition; elsewhere a sentence says why it is missing. */
export function DictationButton({ onText }: { onText: (text: string) => void }) {
  // null until the browser has been asked (the server cannot know; nothing is shown before then).
  const [isSupported, setIsSupported] = useState<boolean | null>(null);
  const [state, setState] = useState<"stopped" | "listening">("stopped");
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);

  useEffect(() => setIsSupported(speechRecognition() !== undefined), []);
  useEffect(() => () => recognition.current?.stop(), []);
  if (isSupported === null) return null;
  if (!isSupported) {
    return (
      <span className="text-xs text-slate-600">
        Dictation needs a browser with speech recognition, such as Chrome, Edge or Safari.
      </span>
    );
  }

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

/** AI Polish: asks the server for a cleaned-up version; the writer accepts or rejects it. */
export function PolishButton({
  text,
  onAccept,
  isSignedIn,
}: {
  text: string;
  onAccept: (text: string) => void;
  isSignedIn: boolean;
}) {
  const [suggestion, setSuggestion] = useState<{ polished: string; changes: { from: string; to: string }[] } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  if (!isSignedIn) return null;

  async function polish() {
    setIsWorking(true);
    setError(null);
    try {
      setSuggestion(
        await callApi<{ polished: string; changes: { from: string; to: string }[] }>("/api/v1/reviews/polish", {
          body: { text },
        }),
      );
    } catch {
      setError("Error polishing text. Please try again.");
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <div className="grid gap-2">
      <span className="inline-flex items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void polish()}
          disabled={isWorking || text.trim() === ""}
        >
          {isWorking ? "Polishing..." : "AI Polish"}
        </Button>
        {error ? (
          <span role="alert" className="text-xs text-destructive">
            {error}
          </span>
        ) : null}
      </span>
      {suggestion ? (
        <section
          className="rounded-md border border-violet-200 bg-violet-50 p-3 text-sm"
          aria-label="Polished suggestion"
        >
          <p className="font-semibold">
            Suggested text{" "}
            <span className="font-normal text-slate-600">
              (
              {suggestion.changes.length === 0
                ? "no spelling changes"
                : suggestion.changes.map((change) => `${change.from} → ${change.to}`).join(", ")}
              )
            </span>
          </p>
          <p className="mt-2 whitespace-pre-line">{suggestion.polished}</p>
          <div className="mt-3 flex gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => {
                onAccept(suggestion.polished);
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
