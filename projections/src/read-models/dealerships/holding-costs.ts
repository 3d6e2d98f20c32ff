/** Each dealership of the uuid[] parameter `idsParam` with its holding cost per day in dollars
 * (its aging setting; 35 unless set), as one jsonb object by id: a fragment for a statement that
 * reads several read models at once (query-service/src/market/figures.ts). */
export const holdingCostsJsonSql = (idsParam: string): string =>
  `(SELECT coalesce(jsonb_object_agg(id, holding_cost_per_day), '{}'::jsonb) FROM rm_dealerships WHERE id = ANY(${idsParam}::uuid[]))`;

/** The holding cost of the dealership `idSql` names (a column of the statement around it). */
export const holdingCostSql = (idSql: string): string => `(SELECT holding_cost_per_day FROM rm_dealerships d WHERE d.id = ${idSql})`;
