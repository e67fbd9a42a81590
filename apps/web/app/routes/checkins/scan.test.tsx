// @vitest-environment happy-dom
// /sparen/scannen keeps the camera paused from the moment a read code is posted until the result page has
// loaded, and posts the code to its own action by name. CI stop 29: the camera restarted while the
// redirect's page was loading, read the looping code again and posted it to the page being loaded. The
// camera journey (e2e/holder/checkins.spec.ts) catches that only when the timing is unlucky; this does not
// depend on timing: the router's navigation state is set here.
import { act, cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ReactRouter from "react-router";
import type * as Checkins from "../../features/checkins/index.ts";

type NavigationState = "idle" | "submitting" | "loading";
const router = vi.hoisted(() => ({ state: "idle" as NavigationState, posts: [] as Array<{ data: unknown; options: unknown }> }));
vi.mock("react-router", async (original) => {
  const actual = await original<typeof ReactRouter>();
  return {
    ...actual,
    useNavigation: () => ({ ...actual.useNavigation(), state: router.state }),
    useSubmit: () => (data: unknown, options: unknown) => {
      router.posts.push({ data, options });
      return Promise.resolve();
    },
  };
});

const camera = vi.hoisted(() => ({ paused: undefined as boolean | undefined, onCode: (_raw: string) => {} }));
vi.mock("../../features/checkins/index.ts", async (original) => {
  const actual = await original<typeof Checkins>();
  return {
    ...actual,
    Scanner: ({ onCode, paused }: { onCode: (raw: string) => void; paused: boolean }) => {
      camera.paused = paused;
      camera.onCode = onCode;
      return null;
    },
  };
});
const { default: Scan } = await import("./scan.tsx");

function renderAt(state: NavigationState) {
  router.state = state;
  const Stub = createRoutesStub([
    {
      path: "/sparen/scannen",
      // The page's own props, as the router gives them: the loader's key, no action result yet.
      Component: () => <Scan {...({ loaderData: { idempotencyKey: "key-1" }, actionData: undefined } as Parameters<typeof Scan>[0])} />,
    },
  ]);
  return render(<Stub initialEntries={["/sparen/scannen"]} />);
}

afterEach(() => {
  cleanup();
  router.posts.length = 0;
  camera.paused = undefined;
});

describe("/sparen/scannen: the camera and the navigation", () => {
  it("runs the camera on an idle page and posts a read code to the scan page's own action", async () => {
    renderAt("idle");
    await vi.waitFor(() => expect(camera.paused).toBe(false));
    act(() => camera.onCode("https://qr.example/checkin?code=GENT-BIB-2026"));
    expect(router.posts).toEqual([
      {
        data: { code: "https://qr.example/checkin?code=GENT-BIB-2026", idempotencyKey: "key-1" },
        options: { method: "post", action: "/sparen/scannen" },
      },
    ]);
  });

  it.each(["submitting", "loading"] as const)("keeps the camera paused while the router is %s", async (state) => {
    renderAt(state);
    await vi.waitFor(() => expect(camera.paused).toBe(true));
  });
});
