ALTER TABLE `policies` ADD `version` text;--> statement-breakpoint
-- Stored files are kept by their storage key (their path in the uploads tree), not their address: "/files/" is
-- stripped. The names were made URL-safe when stored (safeFileName, generated ids), so nothing was percent-encoded.
UPDATE `package_images` SET
  `url` = CASE WHEN `url` LIKE '/files/%' THEN substr(`url`, 8) ELSE `url` END,
  `variants` = (
    SELECT json_group_array(json_object(
      'width', json_extract(v.value, '$.width'),
      'height', json_extract(v.value, '$.height'),
      'key', CASE WHEN json_extract(v.value, '$.url') LIKE '/files/%' THEN substr(json_extract(v.value, '$.url'), 8) ELSE coalesce(json_extract(v.value, '$.key'), json_extract(v.value, '$.url')) END
    ) ORDER BY CAST(v.key AS INTEGER))
    FROM json_each(`package_images`.`variants`) AS v
  );--> statement-breakpoint
UPDATE `users` SET `image` = substr(`image`, 8) WHERE `image` LIKE '/files/%';--> statement-breakpoint
-- A policy's "?v=…" (its version, so browsers fetch a new file) goes into its own column.
UPDATE `policies` SET
  `version` = CASE WHEN instr(`url`, '?v=') > 0 THEN substr(`url`, instr(`url`, '?v=') + 3) END,
  `url` = CASE WHEN instr(`url`, '?') > 0 THEN substr(`url`, 1, instr(`url`, '?') - 1) ELSE `url` END;--> statement-breakpoint
UPDATE `policies` SET `url` = substr(`url`, 8) WHERE `url` LIKE '/files/%';
