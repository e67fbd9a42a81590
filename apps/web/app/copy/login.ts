// Dutch copy of logging in and out: the retry page after a failed login (/aanmelden-uitid), the
// forgotten password (/wachtwoord-vergeten) and the logout page (/afmelden). `name` is the product name.
// Why a login failed is the feature's (features/login/).

export const loginCopy = {
  heading: "Aanmelden",
  retry: "Opnieuw aanmelden",
  register: (name: string) => `Registreer je ${name}`,
  forgotPassword: "Wachtwoord vergeten?",
  forgotEmail: "E-mailadres vergeten?",
} as const;

export const forgotPasswordCopy = {
  heading: "Wachtwoord vergeten?",
  noPin: (name: string) =>
    `Je meldt je bij ${name} aan met je e-mailadres en wachtwoord. Een pincode heb je niet meer nodig: aanmelden met kaartnummer en pincode kan niet meer sinds 1 september 2022.`,
  reset: "Vraag een nieuw wachtwoord aan. Je krijgt een e-mail met een link om een nieuw wachtwoord te kiezen.",
  request: "Nieuw wachtwoord aanvragen",
  forgotEmail: "E-mailadres vergeten?",
} as const;

export const logoutCopy = {
  heading: "Afmelden",
  question: "Wil je afmelden op dit toestel?",
  button: "Afmelden",
} as const;
