import * as z from "zod/mini";
import { loadEnglishMessages } from "./english";
import { requiredText } from "./fields";

loadEnglishMessages();

export const ZONE_MESSAGE = "Please choose a zone";
export const PLACE_NAME_MESSAGE = "Please enter the place's name";

/** A pickup place of the back office's Pickup places page: its zone and its name. */
export const pickupPlaceSchema = z.object({
  zone: requiredText(ZONE_MESSAGE, 60),
  name: requiredText(PLACE_NAME_MESSAGE, 120),
});
