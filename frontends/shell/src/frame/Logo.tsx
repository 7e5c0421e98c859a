/** The product mark: a document with two lines, drawn inline so it costs no request. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#2457c5" />
      <path d="M10 7h9l4 4v14H10z" fill="#fff" />
      <path d="M13 16h7M13 20h7" stroke="#2457c5" strokeWidth="2" />
    </svg>
  );
}
