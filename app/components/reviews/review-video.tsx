/** The player for a review's video (range requests let it seek). */
export function ReviewVideo({
  url,
  title,
  className = "max-w-xl",
}: {
  url: string;
  title: string;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: operators' own review videos have no caption track
    <video
      controls
      preload="metadata"
      src={url}
      className={`mt-3 w-full rounded-md bg-black ${className}`}
      aria-label={`Video review: ${title}`}
    />
  );
}
