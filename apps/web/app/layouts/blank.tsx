import { Outlet } from "react-router";
import { BlankShell } from "./shells.tsx";

export default function BlankLayout() {
  return (
    <BlankShell>
      <Outlet />
    </BlankShell>
  );
}
