import { describe, expect, it } from "vitest";
import { loader as errorLoader } from "./error.tsx";

describe("/error", () => {
  it("/error tries again on the page the visitor came from, only when it is a page of this site", () => {
    const at = (referer?: string) =>
      errorLoader({
        request: new Request("http://127.0.0.1:3000/error", { headers: referer ? { referer } : {} }),
        params: {},
        context: {},
      } as never);
    expect(at("http://127.0.0.1:3000/sparen?stap=2")).toEqual({ retryTo: "/sparen?stap=2" });
    expect(at("https://evil.example/x")).toEqual({ retryTo: null });
    expect(at("http://127.0.0.1:3000/error")).toEqual({ retryTo: null });
    expect(at()).toEqual({ retryTo: null });
  });
});
