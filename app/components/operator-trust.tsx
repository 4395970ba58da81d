import { useT } from "~/utils/i18n";

/** Who stands behind the trips (LICENCE_NUMBER, STREET_ADDRESS): the Tourism Authority's licence and the office's address. */
export function OperatorTrust({
  licenceNumber,
  streetAddress,
  className,
}: {
  licenceNumber: string;
  streetAddress: string;
  className?: string;
}) {
  const i18n = useT();
  return (
    <div className={className} data-trust>
      <p>{i18n.t("Licensed by the Tourism Authority of Mauritius, licence {licence}", { licence: licenceNumber })}</p>
      <address className="not-italic">{streetAddress}</address>
    </div>
  );
}
