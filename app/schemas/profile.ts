import * as z from "zod/mini";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from "~/utils/bytes";
import { errorMessage } from "~/utils/error-message";
import { phoneField, requiredText } from "./fields";

/** The limit the hint promises ('PNG, JPG, GIF up to 10MB'); the server enforces it while reading the upload. */
export const PICTURE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const PICTURE_HINT = `PNG, JPG, GIF up to ${UPLOAD_MAX_LABEL}`;
export const PICTURE_TOO_LARGE = errorMessage("This picture is larger than {size}. Please choose a smaller one.", {
  size: UPLOAD_MAX_LABEL,
});
export const PICTURE_WRONG_TYPE = errorMessage("Please choose a PNG, JPG, GIF or WebP picture.");

/**
 * Edit Profile. The browser checks the picture's size and type before anything is sent; the server
 * checks the size while reading and the real type from the content (storeImage), whatever the name says.
 */
export const profileSchema = z.object({
  name: requiredText("Please enter your name", 100),
  // Optional, but when given it follows the booking form's phone rule.
  phone: z.optional(phoneField),
  picture: z.optional(
    z.file().check(z.maxSize(PICTURE_MAX_BYTES, PICTURE_TOO_LARGE), z.mime(PICTURE_TYPES, PICTURE_WRONG_TYPE)),
  ),
});
