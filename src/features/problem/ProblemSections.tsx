/**
 * The problem's text: statement, input format, output format, constraints, subtasks,
 * and the sample test cases, each with a copy control. A section's copy control copies what the
 * author wrote (Markdown, math as TeX); a sample's copies its input or output exactly.
 */
import { useId } from 'react';
import type { Problem, SampleTestCase } from '../../api/problems';
import { CopyButton } from '../../ui/CopyButton';
import { MarkdownView } from './MarkdownView';
import { sectionsOf } from './logic';

export function ProblemSections({ problem }: { problem: Problem }) {
  return (
    <div className="sections" part="sections">
      {sectionsOf(problem).map((section) => (
        <Section key={section.key} name={section.key} title={section.title} body={section.body} />
      ))}
      {problem.sections.samples.length > 0 && <Samples samples={problem.sections.samples} />}
    </div>
  );
}

function Section({ name, title, body }: { name: string; title: string; body: string }) {
  const headingId = useId();
  return (
    <section className="section" part="section" data-section={name} aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        <CopyButton text={body} label={`Copy ${title.toLowerCase()}`} />
      </div>
      <MarkdownView source={body} />
    </section>
  );
}

function Samples({ samples }: { samples: SampleTestCase[] }) {
  const headingId = useId();
  const several = samples.length > 1;
  return (
    <section className="section samples" part="samples" aria-labelledby={headingId}>
      <h2 id={headingId}>{several ? 'Sample test cases' : 'Sample test case'}</h2>
      {samples.map((sample, index) => (
        <Sample key={`${sample.id}-${index}`} sample={sample} number={several ? index + 1 : null} />
      ))}
    </section>
  );
}

function Sample({ sample, number }: { sample: SampleTestCase; number: number | null }) {
  const id = useId();
  const suffix = number === null ? '' : ` ${number}`;
  return (
    <div className="sample" part="sample">
      {number !== null && <h3 className="sample-title">{`Sample ${number}`}</h3>}
      <div className="sample-grid">
        <SampleBlock id={`${id}-in`} title="Input" text={sample.input} copyLabel={`Copy sample input${suffix}`} part="sample-input" />
        <SampleBlock id={`${id}-out`} title="Output" text={sample.output} copyLabel={`Copy sample output${suffix}`} part="sample-output" />
      </div>
      {sample.explanation.trim() !== '' && (
        <div className="explanation" part="explanation">
          {number === null ? <h3>Explanation</h3> : <h4>Explanation</h4>}
          <MarkdownView source={sample.explanation} />
        </div>
      )}
    </div>
  );
}

interface SampleBlockProps {
  id: string;
  title: string;
  text: string;
  copyLabel: string;
  part: string;
}

function SampleBlock({ id, title, text, copyLabel, part }: SampleBlockProps) {
  return (
    <figure className="sample-block" aria-labelledby={id}>
      <figcaption className="sample-head">
        <span id={id}>{title}</span>
        <CopyButton text={text} label={copyLabel} />
      </figcaption>
      <pre className="sample-text" part={part}><code>{text}</code></pre>
    </figure>
  );
}
