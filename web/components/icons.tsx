import type { SVGProps } from 'react';

// Decorative line icons. They are always aria-hidden: the control around them carries the name.

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function BurgerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 12h15M13 6l6 6-6 6" />
    </Icon>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

/** A flacon: explore by name. */
export function BottleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 2.5h4v3h-4z" />
      <path d="M9 5.5h6" />
      <path d="M8.5 8.5h7a2.5 2.5 0 0 1 2.5 2.5v8a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 6 19v-8a2.5 2.5 0 0 1 2.5-2.5z" />
      <path d="M12 5.5v3M9 14.5h6" />
    </Icon>
  );
}

/** A sprig: explore by ingredients. */
export function SprigIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 21C9 15 12 10 19 4" />
      <path d="M10.5 13.5C8 13.5 6 12 5.5 9.5c2.5 0 4.5 1.5 5 4z" />
      <path d="M13.5 10C13.5 7.5 15 5.5 17.5 5c0 2.5-1.5 4.5-4 5z" />
      <path d="M14 13c2.5-.5 4.5.5 5.5 2.5-2.5.5-4.5-.5-5.5-2.5z" />
    </Icon>
  );
}

/** A sphere of words: explore by concepts. */
export function SphereIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <ellipse cx="12" cy="12" rx="3.8" ry="8.5" />
      <path d="M3.5 12h17M5 7.5h14M5 16.5h14" />
    </Icon>
  );
}

/** Bubbles: explore by families. */
export function BubblesIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="14" r="5.5" />
      <circle cx="17" cy="8" r="3.5" />
      <circle cx="17.5" cy="17" r="2.5" />
      <circle cx="7.5" cy="5" r="1.5" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </Icon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** A heart, filled when `filled` (a favourite). */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
    </Icon>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="17.5" cy="6" r="2.5" />
      <circle cx="17.5" cy="18" r="2.5" />
      <path d="M8.2 10.8l7.1-3.6M8.2 13.2l7.1 3.6" />
    </Icon>
  );
}

/** Two overlapping flacons: similar perfumes. */
export function SimilarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="8" width="9" height="12" rx="2" />
      <path d="M6.5 5h3v3h-3z" />
      <path d="M14.5 8h4a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-4M15.5 5h2.5v3" />
    </Icon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Icon>
  );
}

/** A drop: the generic visual of an ingredient without its own image. */
export function DropIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5c3.3 4.2 6 7.6 6 10.7a6 6 0 0 1-12 0c0-3.1 2.7-6.5 6-10.7z" />
      <path d="M9 14.5a3 3 0 0 0 3 3" />
    </Icon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="8.5" y="8.5" width="11" height="11" rx="1.5" />
      <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M15.5 8h-1.8A2.2 2.2 0 0 0 11.5 10.2V20.5M9 13h5.5" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 4.5l15 15M19.5 4.5l-15 15" strokeWidth="1.8" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17" cy="7" r="0.6" fill="currentColor" />
    </Icon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20l1.3-4A8 8 0 1 1 8.4 19z" />
      <path d="M9 9.5c.3 2.3 2.2 4.4 4.6 5l1.2-1.3-1.7-.9-.8.7a4 4 0 0 1-2-2l.7-.8-.8-1.7z" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      <path d="M4 7l8 6 8-6" />
    </Icon>
  );
}
