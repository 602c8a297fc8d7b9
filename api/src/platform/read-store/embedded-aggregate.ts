import { Aggregator } from 'mingo';
import { deepCopy, isPlainObject } from './bson-values.js';
import type { CollectionState } from './collection-state.js';
import type { Doc, Pipeline } from './read-store.port.js';

/**
 * Stages mingo runs without mutating its input documents (they build new objects or pass them
 * through). A pipeline made only of these can run on the stored documents, copying only its
 * output; any other stage ($unwind, $addFields, ...) may write into its input, so it gets copies.
 */
const NON_MUTATING_STAGES = new Set(['$match', '$group', '$sort', '$project', '$limit', '$skip', '$count', '$lookup', '$sortByCount']);

/**
 * mingo's $count answers { n: 0 } for no input, where MongoDB answers nothing; MongoDB defines
 * $count as this $group + $project, which mingo runs the MongoDB way.
 */
function withMongoCount(stage: Record<string, unknown>): Record<string, unknown>[] {
  const field = stage['$count'];
  if (typeof field !== 'string') return [stage];
  return [{ $group: { _id: null, [field]: { $sum: 1 } } }, { $project: { _id: 0 } }];
}

/** Stages that write to other collections: mingo would write into throw-away copies, so refuse them. */
const WRITING_STAGES = new Set(['$out', '$merge']);

function stageName(stage: Record<string, unknown>): string {
  const [name] = Object.keys(stage);
  if (name === undefined || Object.keys(stage).length !== 1) throw new Error('Each pipeline stage needs exactly one operator');
  if (WRITING_STAGES.has(name)) throw new Error(`${name} is not supported by the embedded read store`);
  return name;
}

/**
 * Runs a pipeline over a collection with mingo. A leading $match is answered by the collection
 * itself, so it uses the _id and index fast paths; `$lookup` reads the store's other collections.
 */
export function runPipeline(
  state: CollectionState | undefined,
  pipeline: Pipeline,
  documentsOf: (collection: string) => Doc[],
): Record<string, unknown>[] {
  const [first, ...rest] = pipeline;
  const leadingMatch = first && stageName(first) === '$match' ? first['$match'] : undefined;
  if (leadingMatch !== undefined && !isPlainObject(leadingMatch)) throw new Error('$match needs a filter document');
  const stages = leadingMatch ? rest : pipeline;
  const input = !state ? [] : leadingMatch ? state.match(leadingMatch) : state.documents();
  const mutating = stages.some((stage) => !NON_MUTATING_STAGES.has(stageName(stage)));
  const aggregator = new Aggregator(stages.flatMap(withMongoCount), { collectionResolver: (name) => documentsOf(name).map((doc) => deepCopy(doc)) });
  if (mutating) return aggregator.run(input.map((doc) => deepCopy(doc)));
  return aggregator.run(input).map((doc) => deepCopy(doc));
}
