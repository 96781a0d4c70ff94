import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import sharp, { type Metadata } from "sharp";
import {
  isLogoKey,
  type LogoSize,
  logoSizes,
  logoTooBigMessage,
  logoTooSmallMessage,
  logoTypesMessage,
  maxLogoBytes,
  maxLogoSide,
  minLogoSide,
  svgLogoMessage,
  tooLargeLogoMessage,
  unreadableLogoMessage,
} from "#contracts/company-logos.ts";
import { AppError } from "../errors.ts";
import type { BlobStore } from "./blob-store.ts";

export type LogoStorage = ReturnType<typeof createLogoStorage>;
/** An upload checked and re-encoded: square WebP files of each size, named by a hash of their content. */
export type ProcessedLogo = { key: string; files: { size: LogoSize; bytes: Buffer }[] };

type ImageType = "png" | "jpeg" | "webp";

const filePattern = /^([0-9a-f]{32})-(\d+)\.webp$/;

/** The image type from a file's first bytes (never its name or the type the browser claims). */
function detectImageType(head: Uint8Array): ImageType | "svg" | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte))
    return "png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // Told apart only to say why it is refused: an SVG can carry scripts, and no upload is kept as one.
  const text = new TextDecoder()
    .decode(head.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^<(\?xml|svg|!DOCTYPE svg)/i.test(text) && /<svg/i.test(text)) return "svg";
  return null;
}

function refuse(message: string, code: "validation_failed" | "payload_too_large" = "validation_failed") {
  return new AppError(code, message, { fields: { logo: message } });
}

/**
 * Checks an uploaded logo and makes the files we keep (decision 088): at most 2 MB, a PNG, JPEG or WebP by its
 * content (SVG refused), whose decoder agrees with its first bytes, between 64 and 5000 pixels a side (read from
 * the header before any pixel is decoded); then each size is drawn anew as WebP, centred on a transparent square.
 * Re-encoding keeps no metadata and nothing of the original file but its pixels.
 */
export async function processLogo(bytes: Uint8Array): Promise<ProcessedLogo> {
  if (bytes.byteLength === 0) throw refuse(unreadableLogoMessage);
  if (bytes.byteLength > maxLogoBytes) throw refuse(tooLargeLogoMessage, "payload_too_large");
  const type = detectImageType(bytes.subarray(0, 512));
  if (type === "svg") throw refuse(svgLogoMessage);
  if (type === null) throw refuse(logoTypesMessage);
  const input = Buffer.from(bytes);
  const options = { limitInputPixels: maxLogoSide * maxLogoSide, failOn: "error", animated: false } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    // Over the pixel limit, the header alone still says how large the image claims to be (read without decoding).
    const declared = await sharp(input, { ...options, limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (declared && (declared.width > maxLogoSide || declared.height > maxLogoSide))
      throw refuse(logoTooBigMessage(declared.width, declared.height));
    throw new AppError("validation_failed", unreadableLogoMessage, {
      fields: { logo: unreadableLogoMessage },
      cause: error,
    });
  }
  // A file that starts like one type and decodes as another (a polyglot) is refused.
  if (metadata.format !== type) throw refuse(logoTypesMessage);
  const { width, height } = metadata.autoOrient;
  if (width > maxLogoSide || height > maxLogoSide) throw refuse(logoTooBigMessage(width, height));
  if (width < minLogoSide || height < minLogoSide) throw refuse(logoTooSmallMessage(width, height));
  let files: ProcessedLogo["files"];
  try {
    files = await Promise.all(
      logoSizes.map(async (size) => ({
        size,
        bytes: await sharp(input, options)
          .autoOrient()
          .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .webp({ quality: 90, alphaQuality: 100, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw new AppError("validation_failed", unreadableLogoMessage, {
      fields: { logo: unreadableLogoMessage },
      cause: error,
    });
  }
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.bytes);
  return { key: hash.digest("hex").slice(0, 32), files };
}

/**
 * Uploaded logos in the upload store (local disk under DATA_DIR/uploads, or S3-compatible object storage, like
 * review videos: docs/decisions/020-review-videos.md), as `logos/<key>-<size>.webp`. Names come from the content's
 * hash, so a stored file never changes and may be cached for a year.
 */
export function createLogoStorage(store: BlobStore) {
  return {
    async save(logo: ProcessedLogo) {
      for (const file of logo.files)
        await store.write(`logos/${logo.key}-${file.size}.webp`, Readable.from([file.bytes]), "image/webp");
    },
    async remove(key: string) {
      if (!isLogoKey(key)) return;
      for (const size of logoSizes) await store.remove(`logos/${key}-${size}.webp`);
    },
    /** A stored file by its served name (`<key>-<size>.webp`); null for any other name or a missing file. */
    async read(name: string) {
      const match = filePattern.exec(name);
      if (!match || !logoSizes.some((size) => String(size) === match[2])) return null;
      return store.read(`logos/${name}`, null);
    },
  };
}
