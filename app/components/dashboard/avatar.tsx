import { useT } from "~/utils/i18n";

/** The profile picture, or the first letter of the name (or e-mail) in its place. */
export function Avatar({
  image,
  name,
  email,
  size = 96,
}: {
  image: string | null;
  name: string;
  email: string;
  size?: number;
}) {
  const i18n = useT();
  const style = { width: size, height: size };
  if (image) {
    // The stored variant is 480 px wide: sharp at twice this size, and the box keeps its shape while it loads.
    return (
      // The client's own picture: "picture" is what it is to them, not a screen reader's repetition.
      <img
        src={image}
        alt={i18n.t("Your profile picture")}
        width={size}
        height={size}
        style={style}
        className="flex-none rounded-full object-cover ring-4 ring-lagoon-light"
      />
    );
  }
  const initial = (name.trim() || email).charAt(0).toUpperCase();
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.42 }}
      className="flex flex-none items-center justify-center rounded-full bg-lagoon-light font-serif font-semibold text-lagoon-dark ring-4 ring-white"
    >
      {initial}
    </span>
  );
}
