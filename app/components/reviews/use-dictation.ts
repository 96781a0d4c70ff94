import { useEffect, useRef } from "react";

/**
 * `text` put into `current` between `from` and `to`, with a space on either side where words would meet;
 * `caret` is where the cursor goes after it.
 */
export function insertAtCursor(current: string, text: string, from: number, to: number) {
  const before = current.slice(0, from);
  const after = current.slice(to);
  const inserted = `${before && !/\s$/.test(before) ? " " : ""}${text}${after && !/^\s/.test(after) ? " " : ""}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}

/**
 * Dictation into the review box: dictated text goes where the writer's cursor is once they have been in the
 * box (`markEdited`), else at the end; the cursor then follows it, and text arriving before the next render
 * goes after the last piece.
 */
export function useDictation({ content, onChange }: { content: string; onChange: (next: string) => void }) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The text as last set, for dictation results that arrive before the next render.
  const latestContent = useRef(content);
  latestContent.current = content;
  // The writer's cursor counts once they have been in the review box; before that, dictation goes at the end.
  const hasEditedContent = useRef(false);
  const caretAfterDictation = useRef<number | null>(null);
  useEffect(() => {
    if (caretAfterDictation.current === null) return;
    textarea.current?.setSelectionRange(caretAfterDictation.current, caretAfterDictation.current);
    caretAfterDictation.current = null;
  });

  function insertDictation(text: string) {
    const current = latestContent.current;
    const box = textarea.current;
    const useCursor = box !== null && hasEditedContent.current;
    const from = caretAfterDictation.current ?? (useCursor ? box.selectionStart : current.length);
    const to = caretAfterDictation.current ?? (useCursor ? box.selectionEnd : current.length);
    const next = insertAtCursor(current, text, from, to);
    caretAfterDictation.current = next.caret;
    latestContent.current = next.text;
    onChange(next.text);
  }

  function markEdited() {
    hasEditedContent.current = true;
  }

  return { textarea, insertDictation, markEdited };
}
