import * as z from "zod/mini";
import { requiredText } from "./fields";

/** A pickup place of the back office's Pickup places page: its zone and its name. */
export const pickupPlaceSchema = z.object({
  zone: requiredText("Please choose a zone", 60),
  name: requiredText("Please enter the place's name", 120),
});
