/**
 * The Examples pane: every operation the web sends, by screen, each opened in a tab of its own
 * with sample variables that work against the simulator's seed.
 */
import { useGraphiQL, useGraphiQLActions } from '@graphiql/react';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { useState } from 'react';
import { matching, screens, variablesText, type Example } from './examples';

function useOpenExample() {
  const { addTab, setOperationFacts } = useGraphiQLActions();
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  return (example: Example) => {
    addTab();
    queryEditor?.setValue(example.query);
    variableEditor?.setValue(variablesText(example, () => crypto.randomUUID()));
    // GraphiQL reads the operation to run from the editor 100 ms after a change (debounced):
    // until then ▶ would send the new document under the previous tab's operation name ("names
    // no operation in the document"). The example's own facts are known now, so set them now.
    const documentAST = parse(example.query);
    setOperationFacts({
      documentAST,
      operationName: example.name,
      operations: documentAST.definitions.filter(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION,
      ),
    });
  };
}

export function ExamplesPanel() {
  const [words, setWords] = useState('');
  const open = useOpenExample();
  const shown = matching(screens, words);
  const count = screens.reduce((sum, screen) => sum + screen.examples.length, 0);
  return (
    <section className="explorer-panel" aria-labelledby="explorer-examples-title">
      <div className="graphiql-doc-explorer-title" id="explorer-examples-title">
        Examples
      </div>
      <p>
        The {count} operations the web shop sends, by screen. Open one in a new tab, then run it
        (▶). The sample variables work against the simulator&apos;s seed; queries about a
        shopper&apos;s own data need <strong>Account › SignIn</strong> first.
      </p>
      <input
        className="explorer-filter"
        type="search"
        placeholder="Filter examples"
        aria-label="Filter examples"
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      {shown.map((screen) => (
        <details key={screen.screen} open={words.trim() !== ''}>
          <summary>
            {screen.screen} <span className="explorer-count">({screen.examples.length})</span>
          </summary>
          <ul className="explorer-examples">
            {screen.examples.map((example) => (
              <li key={example.name}>
                <button
                  type="button"
                  className="explorer-example"
                  aria-label={`Open ${example.name}`}
                  onClick={() => open(example)}
                >
                  <span className="explorer-example-kind">{example.type}</span> {example.name}
                </button>
                {example.notes.map((note) => (
                  <p key={note} className="explorer-note">
                    {note}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
