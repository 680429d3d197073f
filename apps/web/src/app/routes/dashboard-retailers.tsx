// Being built (issue 4): replaced by the real screen.
export default function Screen() {
  return <h1>dashboard-retailers</h1>;
}
