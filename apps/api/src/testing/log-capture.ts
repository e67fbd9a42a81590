// A log stream for `buildApiServer({ logStream })` that keeps the JSON lines it is given and passes
// them on to the test's output as before, so a test can say that a request logged no error.
import { Writable } from "node:stream";

/** pino's level of `log.error`. */
const ERROR_LEVEL = 50;

export class LogCapture extends Writable {
  private lines: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    process.stdout.write(chunk, () => callback());
  }

  /** The lines logged since the last `clear()`, parsed. */
  records(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** The error (and fatal) lines logged since the last `clear()`. */
  errors(): Array<Record<string, unknown>> {
    return this.records().filter((record) => typeof record.level === "number" && record.level >= ERROR_LEVEL);
  }

  clear(): void {
    this.lines = [];
  }
}
