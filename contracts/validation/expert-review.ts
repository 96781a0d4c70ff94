import { z } from "zod";

export type VideoEmbed =
  | { kind: "iframe"; src: string; provider: "YouTube" | "Vimeo" }
  | { kind: "video"; src: string };

/** The embeddable form of a video address: YouTube, Vimeo, or a direct video file; null for anything else. */
export function videoEmbedOf(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const youtubeId =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? "")
        : "";
  if (youtubeId) {
    return /^[A-Za-z0-9_-]{6,20}$/.test(youtubeId)
      ? { kind: "iframe", provider: "YouTube", src: `https://www.youtube-nocookie.com/embed/${youtubeId}` }
      : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = url.pathname.match(/(?:^|\/)(\d{6,12})(?:\/|$)/)?.[1];
    return id ? { kind: "iframe", provider: "Vimeo", src: `https://player.vimeo.com/video/${id}` } : null;
  }
  if (/\.(mp4|webm|m4v|mov)$/i.test(url.pathname)) return { kind: "video", src: url.toString() };
  return null;
}

export const videoUrlMessage =
  "Use a YouTube or Vimeo link, or a direct https link to an .mp4, .webm, .m4v or .mov file";

export const expertReviewFields = ["rating", "videoUrl", "content"] as const;
export type ExpertReviewField = (typeof expertReviewFields)[number];

/** One field of an expert review as the inline editor saves it. */
export const ExpertReviewFieldSchema = z.discriminatedUnion("field", [
  z.object({
    field: z.literal("rating"),
    value: z.coerce
      .number({ message: "Rating must be a number from 1 to 5" })
      .min(1, "Rating must be at least 1")
      .max(5, "Rating must be at most 5")
      .transform((value) => Math.round(value * 10) / 10),
  }),
  z.object({
    field: z.literal("videoUrl"),
    value: z
      .string()
      .trim()
      .max(500, "The address is too long")
      .refine((value) => value === "" || videoEmbedOf(value) !== null, videoUrlMessage),
  }),
  z.object({
    field: z.literal("content"),
    value: z.string().trim().max(20_000, "The content must be at most 20,000 characters"),
  }),
]);

/** A new expert review. */
export const NewExpertReviewSchema = z.object({
  title: z
    .string()
    .trim()
    .min(5, "Title must be at least 5 characters")
    .max(150, "Title must be at most 150 characters"),
  subtitle: z.string().trim().max(200, "Subtitle must be at most 200 characters").default(""),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, "Enter a slug")
    .max(80, "Slug must be at most 80 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug may use lowercase letters, digits and single hyphens"),
});
