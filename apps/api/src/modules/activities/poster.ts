// The A4 poster of an activity's check-in code (issue 20 "Check-in codes", decision 0040): one page with
// the activity's title, organiser and dates, the QR code of its check-in URL (a PNG of one pixel per
// module, drawn large: a PDF viewer or printer scales it without blurring) and three lines of plain Dutch.
// pdf-lib with its standard Helvetica (no font to ship); a character that font cannot write becomes "?".
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";

export interface PosterInput {
  productName: string;
  title: string;
  organiserName: string;
  place: string | null;
  /** "zaterdag 5 december 2026, 14:00 tot 17:00", or the permanent activity's words. */
  when: string;
  /** The points and the limit, in words ("1 punt per check-in, één keer per dag"). */
  rule: string;
  checkinUrl: string;
  createdAt: Date;
}

/** A4 in PostScript points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const QR_SIZE = 340;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.33, 0.33, 0.36);

/** The three lines of instructions under the QR code. */
export function posterInstructions(productName: string, rule: string): string[] {
  return [
    `Scan deze code met je gsm-camera of in de ${productName}-app.`,
    "Meld je aan als daarom gevraagd wordt en tik op „Punten sparen”.",
    `Je spaart ${rule}, van kort voor tot kort na de activiteit.`,
  ];
}

/** Text the standard font can write: other characters become "?". */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize("NFC")].map((char) => (known.has(char.codePointAt(0)!) ? char : "?")).join("");
}

/** Splits text into lines no wider than `width` (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === "" ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line !== "") lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** Draws centred lines from `top` down; answers the y below them. */
function centred(page: PDFPage, font: PDFFont, lines: string[], size: number, top: number, color = INK): number {
  let y = top;
  for (const line of lines) {
    y -= size * 1.25;
    page.drawText(line, { x: (A4.width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  }
  return y;
}

export async function renderPoster(input: PosterInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title}: QR-code om punten te sparen`);
  pdf.setSubject(`Check-incode van ${input.organiserName}`);
  pdf.setLanguage("nl-BE");
  pdf.setProducer(input.productName);
  pdf.setCreator(input.productName);
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);
  const page = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;

  let y = A4.height - MARGIN;
  y = centred(page, bold, [writable(bold, `Spaar punten met je ${input.productName}`)], 16, y, MUTED);
  y = centred(page, bold, wrap(bold, writable(bold, input.title), 28, width).slice(0, 3), 28, y - 10);
  const where = input.place === null ? input.organiserName : `${input.organiserName}, ${input.place}`;
  y = centred(page, regular, wrap(regular, writable(regular, where), 14, width).slice(0, 2), 14, y - 6, MUTED);
  y = centred(page, regular, wrap(regular, writable(regular, input.when), 14, width), 14, y, MUTED);

  // One pixel per module and a quiet zone of 4: the PDF scales it to QR_SIZE without interpolation.
  const png = await QRCode.toBuffer(input.checkinUrl, { errorCorrectionLevel: "M", margin: 4, scale: 1, type: "png" });
  const image = await pdf.embedPng(png);
  const qrTop = y - 24;
  page.drawImage(image, { x: (A4.width - QR_SIZE) / 2, y: qrTop - QR_SIZE, width: QR_SIZE, height: QR_SIZE });

  y = qrTop - QR_SIZE - 16;
  for (const [index, instruction] of posterInstructions(input.productName, input.rule).entries()) {
    const font = index === 0 ? bold : regular;
    y = centred(page, font, wrap(font, writable(font, instruction), 13, width), 13, y - 4);
  }
  return pdf.save({ useObjectStreams: false });
}
