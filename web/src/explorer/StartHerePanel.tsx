/**
 * The "Start here" pane: how to sign in and which headers a call needs, where the schema's SDL
 * and changelog are. English only, like the rest of GraphiQL: the explorer is a developer tool.
 */
export function StartHerePanel() {
  return (
    <section className="explorer-panel" aria-labelledby="explorer-start-title">
      <div className="graphiql-doc-explorer-title" id="explorer-start-title">
        Start here
      </div>
      <h3>Sign in</h3>
      <p>
        Run the <strong>Account › SignIn</strong> example (Examples pane). The gateway answers with
        a session cookie (<code>sf_session</code>, httpOnly) that this page sends with every later
        request by itself: no token to copy. Seeded shoppers (simulator): <code>0821234567</code>{' '}
        Thandi Nkosi and <code>0831234567</code> Pieter van der Merwe, password{' '}
        <code>lekker123</code> (legacy-sim/README.md). <strong>SignOut</strong> ends the session.
      </p>
      <h3>Headers</h3>
      <ul>
        <li>
          <strong>None for a shopper.</strong> This page posts JSON (
          <code>content-type: application/json</code>), which passes the gateway&apos;s CSRF check.
          A GET, or a multipart or form POST, needs <code>apollo-require-preflight: true</code> (or{' '}
          <code>x-apollo-operation-name</code>), else the gateway refuses it.
        </li>
        <li>
          <strong>Manager calls</strong> (the manager and supplier-order mutations) need{' '}
          <code>{'{"x-manager-authorization": "sim-manager-dev-token"}'}</code> in the Headers tab
          below the editor (the simulator&apos;s token; <code>SIM_MANAGER_TOKEN</code>). Never in
          variables.
        </li>
        <li>
          <strong>Idempotency keys</strong> go in the <code>input</code>, not in a header: every
          mutation that places, changes, cancels or pays an order takes an{' '}
          <code>idempotencyKey</code>. Opening an example puts in a fresh one; resend the same key
          to retry (you get the first answer), make a new one for a new attempt.
        </li>
      </ul>
      <h3>Errors</h3>
      <p>
        Expected outcomes (wrong password, minimum order…) come back in the payload&apos;s{' '}
        <code>errors</code> list by <code>__typename</code>; anything else is a GraphQL error with{' '}
        <code>extensions.code</code> (docs/developing.md lists them).
      </p>
      <h3>Schema</h3>
      <p>
        <a href="/schema.graphql" download="schema.graphql">
          Download the schema (SDL)
        </a>{' '}
        — the same file is kept in the repository as schema/generated/schema.graphql; its changes
        since the last release are in docs/schema-changelog.md. A field is deprecated before it is
        removed: the docs pane marks deprecated fields.
      </p>
    </section>
  );
}
