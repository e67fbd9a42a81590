// Show/hide for password fields of the identity provider's pages (served as an external file: the CSP
// allows no inline script). Without JavaScript the button stays hidden and the field is a plain
// password field.
for (const button of document.querySelectorAll("[data-password-toggle]")) {
  const field = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!(field instanceof HTMLInputElement)) continue;
  const render = (shown) => {
    field.type = shown ? "text" : "password";
    button.setAttribute("aria-pressed", String(shown));
    button.textContent = shown ? "Verberg wachtwoord" : "Toon wachtwoord";
  };
  button.addEventListener("click", () => render(field.type === "password"));
  // Never submit a visible password field: browsers and password managers treat it as plain text.
  field.form?.addEventListener("submit", () => render(false));
  render(false);
  button.hidden = false;
}
