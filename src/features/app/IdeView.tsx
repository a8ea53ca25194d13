/**
 * /ide and /ide/{problem}: the command prompt's target ("ide", or a problem number). What the
 * live site's online IDE is, and, truthfully, that this site has no compiler or judge behind it:
 * nothing is compiled, run or submitted here, so the page offers the problems to read instead.
 */

export const IDE_TITLE = 'Online IDE';
export const IDE_UNAVAILABLE_TEXT =
  'This site has no compiler and no judge: code cannot be compiled, run or submitted here.';

export function IdeView({ problem }: { problem: string }) {
  return (
    <section className="message-view ide" part="ide">
      <h1>{IDE_TITLE}</h1>
      <p>
        The online IDE is where you write a program in your browser: you pick a language, run the program on
        your own input, see its output and errors, and submit it to a problem.
      </p>
      {problem && <p>You asked for the IDE with problem {problem} loaded.</p>}
      <p role="note">{IDE_UNAVAILABLE_TEXT}</p>
      <ul className="more-links">
        <li><a href="/practice">Practice problems</a>: read the statements, samples and successful submissions.</li>
        <li><a href="/contests/">Contests</a>: running, upcoming and past contests.</li>
        <li><a href="/learn">Learn</a>: roadmaps and courses.</li>
      </ul>
    </section>
  );
}
