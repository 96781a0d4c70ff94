import { type ChangeEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField, Field } from "#app/components/ui/field.tsx";
import {
  acceptedVideoTypes,
  invalidVideoMessage,
  looksLikeVideo,
  maxVideoBytes,
  tooLargeVideoMessage,
} from "#contracts/video-files.ts";

type VideoFieldProps = {
  existingVideoUrl: string | null;
  onUploaded: (token: string | undefined) => void;
  onRemoveExisting: (remove: boolean) => void;
  disabled: boolean;
};

/**
 * Optional review video (MP4, MOV, AVI or WebM up to 100 MB). The type is checked
 * from the file's first bytes here and again on the server; the upload streams with
 * a progress bar and returns a token that the review submission carries.
 */
export function VideoField({ existingVideoUrl, onUploaded, onRemoveExisting, disabled }: VideoFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removeExisting, setRemoveExisting] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setError(null);
    setUploadedName(null);
    onUploaded(undefined);
    if (!file) return;
    if (file.size > maxVideoBytes) {
      setError(tooLargeVideoMessage);
      input.value = "";
      return;
    }
    if (!looksLikeVideo(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) {
      setError(invalidVideoMessage);
      input.value = "";
      return;
    }
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/v1/uploads/video");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      type UploadAnswer = { uploadToken?: string; error?: { message?: string } };
      let body: UploadAnswer | null;
      try {
        body = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        body = null;
      }
      if (request.status === 201 && body?.uploadToken) {
        setUploadedName(file.name);
        onUploaded(body.uploadToken);
      } else {
        setError(body?.error?.message ?? "The upload failed. Please try again.");
        input.value = "";
      }
    };
    request.onerror = () => {
      setProgress(null);
      setError("The upload failed. Please check your connection and try again.");
      input.value = "";
    };
    request.send(file);
  }

  return (
    <Field
      id={`${id}-video`}
      type="file"
      label="Video (optional)"
      accept={acceptedVideoTypes}
      onChange={(event) => void choose(event)}
      disabled={disabled || progress !== null}
      hint={`MP4, MOV, AVI or WebM, up to 100 MB.${existingVideoUrl ? " A new video replaces the current one." : ""}`}
      error={error ?? undefined}
      isErrorAnnounced
      actions={
        <>
          {existingVideoUrl && !uploadedName ? (
            <CheckboxField
              id={`${id}-remove-video`}
              label="Remove the current video"
              checked={removeExisting}
              onChange={(event) => {
                setRemoveExisting(event.target.checked);
                onRemoveExisting(event.target.checked);
              }}
            />
          ) : null}
          {progress !== null ? (
            <progress max={100} value={progress} aria-label="Video upload progress" className="h-2 w-full">
              {progress}%
            </progress>
          ) : null}
          {uploadedName ? (
            <p role="status" className="flex items-center gap-2 text-sm text-emerald-900">
              Uploaded {uploadedName}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setUploadedName(null);
                  onUploaded(undefined);
                }}
              >
                Remove
              </Button>
            </p>
          ) : null}
        </>
      }
    />
  );
}
