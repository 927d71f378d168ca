/** The embedded sample catalog, validated once on first use (illustrative data, see data/). */
import { carrierRows } from './data/carriers';
import { conditionRows } from './data/conditions';
import { medicationRows } from './data/medications';
import { productRows } from './data/products';
import { loadCatalog } from './sheets';
import type { Catalog } from './types';

let catalog: Catalog | undefined;

export function defaultCatalog(): Catalog {
  catalog ??= loadCatalog({ carriers: carrierRows, products: productRows, conditions: conditionRows, medications: medicationRows });
  return catalog;
}
