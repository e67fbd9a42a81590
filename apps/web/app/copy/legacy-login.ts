// Dutch copy of the legacy login's upgrade (/uitid-upgrade): an account of the former card + pin login
// moves to the e-mail login. `name` is the product name.

export const upgradeCopy = {
  heading: "Account upgraden",
  intro: (name: string) =>
    `Meldde je vroeger aan met je kaartnummer en pincode? Zet je account dan over naar aanmelden met e-mailadres en wachtwoord. Aanmelden met kaartnummer en pincode kan niet meer sinds 1 september 2022: registreer dan je ${name} opnieuw met je pasnummer en geboortedatum.`,
  cardNumber: "Pasnummer",
  pin: "Pincode",
  pinHint: "4 cijfers.",
  birthDate: "Geboortedatum",
  submit: "Account overzetten",
  register: (name: string) => `Registreer je ${name} met pasnummer en geboortedatum`,
} as const;
