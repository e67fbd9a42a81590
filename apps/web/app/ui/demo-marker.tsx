/**
 * The demo marker: a public site started with DEMO_DATA=true shows on every page that its people,
 * cards and points are made up (publicConfig.demo). Not shown otherwise (decision 0012).
 */
export function DemoMarker({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <p className="demo-marker" role="note">
      <strong>Demoversie:</strong> alle gegevens zijn fictief.
    </p>
  );
}
