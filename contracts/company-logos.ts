// Company logos a representative or an admin uploads (decision 088): what the browser may pick and what the server
// accepts (checked again there by content), and where the stored sizes are served.

export const maxLogoBytes = 2 * 1024 * 1024;
/** The smallest and largest accepted width and height, in pixels. */
export const minLogoSide = 64;
export const maxLogoSide = 5000;
/** Each upload is stored as square WebP files of these sizes (the image centred on a transparent square). */
export const logoSizes = [64, 128, 256] as const;
export type LogoSize = (typeof logoSizes)[number];

export const acceptedLogoTypes = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";
export const logoTypesMessage = "The logo must be a PNG, JPEG or WebP image.";
export const svgLogoMessage = "SVG files are not accepted. Please upload the logo as a PNG, JPEG or WebP image.";
export const tooLargeLogoMessage = "The logo is larger than 2 MB. Please upload a smaller file.";
export const missingLogoMessage = "Choose an image file to upload.";
export const unreadableLogoMessage = "The image could not be read. Please upload another PNG, JPEG or WebP file.";

export function logoTooSmallMessage(width: number, height: number) {
  return `The logo is ${width}×${height} pixels. Please upload one at least ${minLogoSide}×${minLogoSide} pixels.`;
}

export function logoTooBigMessage(width: number, height: number) {
  return `The logo is ${width}×${height} pixels. Please upload one at most ${maxLogoSide}×${maxLogoSide} pixels.`;
}

const keyPattern = /^[0-9a-f]{32}$/;
const uploadedPattern = /^\/media\/logos\/([0-9a-f]{32})-(\d+)\.webp$/;

export function isLogoKey(key: string) {
  return keyPattern.test(key);
}

/** Where one size of an uploaded logo is served: the key is a hash of the content, so the address never changes. */
export function uploadedLogoUrl(key: string, size: LogoSize = 128) {
  return `/media/logos/${key}-${size}.webp`;
}

/** For an uploaded logo's address, every stored size as a `srcset`, so a small tile loads a small file. */
export function logoSrcSet(url: string) {
  const key = uploadedPattern.exec(url)?.[1];
  return key ? logoSizes.map((size) => `${uploadedLogoUrl(key, size)} ${size}w`).join(", ") : undefined;
}

/** The logo a company is shown with, and where it comes from (server/catalog/company-logo.ts). */
export type CompanyLogoState = {
  url: string | null;
  /** Uploaded; an address an admin typed before uploads; the brand's icon from simple-icons; none (its initial). */
  source: "upload" | "address" | "brand" | "none";
};
