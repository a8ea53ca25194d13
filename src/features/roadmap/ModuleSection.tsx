/**
 * One module of a roadmap as a disclosure (WAI-ARIA disclosure pattern): a heading holding a
 * button with aria-expanded, and the panel it controls with the module's problems.
 */
import { useId } from 'react';
import { problemPath, type RoadmapModule } from '../../api/roadmaps';
import { moduleProgress } from '../../domain/roadmaps';
import { difficultyLabel, problemCountLabel, progressLabel } from './logic';

interface ModuleSectionProps {
  module: RoadmapModule;
  position: number;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  open: boolean;
  signedIn: boolean;
  onToggle(id: string): void;
}

export function ModuleSection({ module, position, headingLevel, open, signedIn, onToggle }: ModuleSectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const progress = moduleProgress(module);
  const complete = signedIn && progress.total > 0 && progress.solved === progress.total;
  return (
    <li className="module" part="module" data-complete={complete ? '' : undefined}>
      <Heading className="module-heading">
        <button
          type="button"
          className="module-toggle"
          part="module-toggle"
          id={`${id}-toggle`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onToggle(module.id)}
        >
          <span className="chevron" aria-hidden="true" />
          <span className="module-title">
            <span className="module-number">{`${position}. `}</span>
            {module.title}
          </span>
          <span className="module-count" part="module-progress">
            {signedIn ? progressLabel(progress) : problemCountLabel(progress.total)}
          </span>
        </button>
      </Heading>
      <div className="module-panel" part="module-panel" id={`${id}-panel`} hidden={!open}>
        {module.description && <p className="module-description">{module.description}</p>}
        {module.problems.length === 0 ? (
          <p className="muted">No problems in this module yet.</p>
        ) : (
          <ol className="problems">
            {module.problems.map((problem) => (
              <li key={problem.code} className="problem" part="problem" data-solved={signedIn && problem.solved ? '' : undefined}>
                <a className="problem-link" part="problem-link" href={problemPath(problem.code)}>
                  {problem.name}
                </a>
                <span className="problem-code">{problem.code}</span>
                <span className="problem-difficulty">{difficultyLabel(problem.difficulty)}</span>
                {signedIn && problem.solved && (
                  <span className="solved" part="solved">
                    <span aria-hidden="true">✓ </span>Solved
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}
