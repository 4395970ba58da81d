ALTER TABLE `packages` ADD `translations` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The French columns' content moves into `translations` ({"fr": {...}}), each text under its English column's
-- name; an empty text, a list with no line, is left out (the English shows, as before), and a package with no
-- French at all keeps '{}'. json_patch leaves out the keys whose value is null.
UPDATE `packages` SET `translations` = CASE WHEN `french`.`texts` = '{}' THEN '{}' ELSE json_object('fr', json(`french`.`texts`)) END
FROM (
  SELECT `p`.`id`, json_patch('{}', json_object(
    'title', CASE WHEN trim(`p`.`title_fr`) <> '' THEN `p`.`title_fr` END,
    'shortDescription', CASE WHEN trim(`p`.`short_description_fr`) <> '' THEN `p`.`short_description_fr` END,
    'longDescription', CASE WHEN trim(`p`.`long_description_fr`) <> '' THEN `p`.`long_description_fr` END,
    'meetingPoint', CASE WHEN trim(`p`.`meeting_point_fr`) <> '' THEN `p`.`meeting_point_fr` END,
    'highlights', CASE WHEN EXISTS (SELECT 1 FROM json_each(`p`.`highlights_fr`) WHERE trim(`value`) <> '') THEN json(`p`.`highlights_fr`) END,
    'important', CASE WHEN EXISTS (SELECT 1 FROM json_each(`p`.`important_fr`) WHERE trim(`value`) <> '') THEN json(`p`.`important_fr`) END,
    'recommended', CASE WHEN EXISTS (SELECT 1 FROM json_each(`p`.`recommended_fr`) WHERE trim(`value`) <> '') THEN json(`p`.`recommended_fr`) END,
    'information', CASE WHEN EXISTS (SELECT 1 FROM json_each(`p`.`information_fr`) WHERE trim(`value`) <> '') THEN json(`p`.`information_fr`) END
  )) AS `texts`
  FROM `packages` AS `p`
) AS `french`
WHERE `french`.`id` = `packages`.`id`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `title_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `short_description_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `long_description_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `highlights_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `important_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `recommended_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `information_fr`;--> statement-breakpoint
ALTER TABLE `packages` DROP COLUMN `meeting_point_fr`;--> statement-breakpoint
ALTER TABLE `policies` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `policies` ADD `translations` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_banners` ADD `translations` text DEFAULT '{}' NOT NULL;