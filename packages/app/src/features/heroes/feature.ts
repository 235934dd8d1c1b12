import type { Feature } from '../../app/featureRegistry';
import { heroesReducer } from './slice';
import { heroesSaga } from './saga';

/** Registered by app/routes.tsx when a route that needs it loads: the reducer is injected, the saga started. */
export default { name: 'heroes', reducers: { heroes: heroesReducer }, saga: heroesSaga } satisfies Feature;
