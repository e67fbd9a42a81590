import { navLabel } from "../../copy/nav.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { BottomNav, SubNav, UserMenu } from "../../navigation/nav.tsx";
import { profileSubNav, walletSubNav } from "../../navigation/items.ts";
import { alertTitles, useAlerts, type AlertType } from "../../ui/alerts.tsx";
import { contrastRatio } from "../../ui/contrast.ts";
import { palette, swatchClass } from "../../ui/palette.ts";
import { TextField } from "../../ui/field.tsx";
import { Button, Card, Heading, Link } from "../../ui/primitives.tsx";
import "./styleguide.css";

const demoMessages: Record<AlertType, string> = {
  success: "Je voorkeuren zijn opgeslagen.",
  danger: "Opslaan mislukt. Probeer het later opnieuw.",
  warning: "Je kansentarief loopt binnenkort af.",
  info: "Een code kan je één keer per dag scannen.",
};

function AlertDemo() {
  const { push } = useAlerts();
  return (
    <div className="stack">
      {(Object.keys(alertTitles) as AlertType[]).map((type) => (
        <Button key={type} variant="secondary" onClick={() => push({ type, message: demoMessages[type] })}>
          Toon melding: {alertTitles[type]}
        </Button>
      ))}
    </div>
  );
}

/** /styleguide: the design system on one page. */
export default function Styleguide() {
  const to = usePathTo();
  const { name, slug } = useProduct();
  return (
    <div className="container section">
      <Heading level={1}>Stijlgids</Heading>
      <p>
        De bouwstenen van de {name}-website: kleuren, typografie, knoppen, meldingen, formulieren, kaarten en navigatie. Elke tekstkleur
        haalt minstens WCAG 2.2 AA (4,5:1).
      </p>

      <section aria-labelledby="sg-kleuren">
        <Heading level={2} id="sg-kleuren">
          Kleuren
        </Heading>
        <ul className="swatches">
          {palette.map((s) => (
            <li key={s.token} className="swatch">
              <div className={swatchClass(s)}>Aa</div>
              <div className="swatch__info">
                <p>
                  <strong>{s.name}</strong> <code>{s.background}</code>
                </p>
                <p>
                  <code>{s.token}</code>
                </p>
                <p>
                  Tekst {s.text === "#ffffff" ? "wit" : "inkt"}: {contrastRatio(s.background, s.text).toFixed(2).replace(".", ",")}:1
                </p>
                <p>Op wit: {contrastRatio(s.background, "#ffffff").toFixed(2).replace(".", ",")}:1</p>
                <p>{s.use}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sg-type">
        <Heading level={2} id="sg-type">
          Typografie
        </Heading>
        <p>Systeemlettertype (geen lettertype om te downloaden), basisgrootte 16 px, regelhoogte 1,5.</p>
        {/* Samples in the heading styles; real headings would break the page's outline (one h1). */}
        <p className="heading heading--1">Kop 1: Spaar punten bij vrije tijd</p>
        <p className="heading heading--2">Kop 2: Ruil je punten om</p>
        <p className="heading heading--3">Kop 3: Kortingen in jouw regio</p>
        <p className="heading heading--4">Kop 4: Lidmaatschappen</p>
        <p>
          Lopende tekst met een <a href="#sg-type">link in donker teal</a>.
        </p>
      </section>

      <section aria-labelledby="sg-knoppen">
        <Heading level={2} id="sg-knoppen">
          Knoppen en links
        </Heading>
        <div className="stack">
          <Button>Primaire knop</Button>
          <Button variant="secondary">Secundaire knop</Button>
          <Button variant="ghost">Tekstknop</Button>
          <Button variant="danger">Verwijderen</Button>
          <Link to={to("start")} variant="primary">
            Link als knop
          </Link>
          <Link to={to("start")}>Gewone link</Link>
        </div>
      </section>

      <section aria-labelledby="sg-meldingen">
        <Heading level={2} id="sg-meldingen">
          Meldingen
        </Heading>
        <p>Meldingen verdwijnen na 6 seconden, zijn maximaal 350 px breed en worden voorgelezen door schermlezers.</p>
        <AlertDemo />
      </section>

      <section aria-labelledby="sg-formulieren">
        <Heading level={2} id="sg-formulieren">
          Formulieren
        </Heading>
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <TextField
            id="sg-email"
            name="email"
            type="email"
            label="E-mailadres"
            autoComplete="email"
            hint="We sturen je een bevestiging."
            required
          />
          <TextField id="sg-pin" name="pin" label="Pincode" hint="Vier cijfers" error="Zeker dat je vier cijfers hebt ingevuld?" />
        </form>
      </section>

      <section aria-labelledby="sg-kaarten">
        <Heading level={2} id="sg-kaarten">
          Kaarten
        </Heading>
        <div className="stack">
          <Card title="Gratis koffie bij je museumbezoek" headingLevel={3}>
            <p>20 punten · geldig tot 31/12</p>
            <Link to={to("start")}>Meer info</Link>
          </Card>
        </div>
      </section>

      <section aria-labelledby="sg-navigatie">
        <Heading level={2} id="sg-navigatie">
          Navigatie
        </Heading>
        <div className="sample-frame">
          <p className="sample-frame__label">Onderste balk op mobiel (75 px)</p>
          <BottomNav slug={slug} productName={name} label="Voorbeeld: onderste balk" />
        </div>
        <div className="sample-frame">
          <p className="sample-frame__label">Gebruikersmenu op desktop</p>
          <UserMenu slug={slug} productName={name} label="Voorbeeld: gebruikersmenu" />
        </div>
        <div className="sample-frame">
          <p className="sample-frame__label">Subnavigatie {navLabel("wallet", name).toLowerCase()}</p>
          <SubNav label="Voorbeeld: subnavigatie voordelen" items={walletSubNav(slug, name)} />
        </div>
        <div className="sample-frame">
          <p className="sample-frame__label">Subnavigatie profiel</p>
          <SubNav label="Voorbeeld: subnavigatie profiel" items={profileSubNav(slug, name)} />
        </div>
      </section>
    </div>
  );
}
