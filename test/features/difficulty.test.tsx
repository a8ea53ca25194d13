/** Issue 23: one difficulty rule on every page: a rating of -1 reads 'N/A' (SPEC §2), never '-1'. */
import { expect } from '@open-wc/testing';
import { difficultyRating, difficultyText } from '../../src/domain/difficulty';
import { PRACTICE_COLUMNS } from '../../src/features/app/lists/columns';
import { difficultyLabel } from '../../src/features/roadmap/logic';
import { normaliseProblem } from '../../src/api/problems';

describe('difficulty ratings', () => {
  it("reads -1, negatives and junk as no rating, shown 'N/A'", () => {
    for (const value of [-1, '-1', null, undefined, '', 'x']) {
      expect(difficultyRating(value), String(value)).to.equal(null);
      expect(difficultyText(value), String(value)).to.equal('N/A');
    }
    expect(difficultyRating('1234')).to.equal(1234);
    expect(difficultyText(0)).to.equal('0');
  });

  it("the practice list shows WARMUP's level with 'N/A', not '(-1)'", () => {
    const column = PRACTICE_COLUMNS.find((c) => c.key === 'difficulty')!;
    expect(column.render!({ code: 'WARMUP', difficulty: 'Beginner', rating: -1 })).to.equal('Beginner (N/A)');
    expect(column.render!({ code: 'EVENSUM', difficulty: 'Easy', rating: 1050 })).to.equal('Easy (1050)');
  });

  it('the roadmap and the problem page say the same', () => {
    expect(difficultyLabel(null)).to.equal('Difficulty N/A');
    expect(normaliseProblem({ status: 'success', problem_code: 'WARMUP', problem_name: 'Warm up', difficulty_rating: '-1' }).difficulty)
      .to.equal(null);
  });
});
