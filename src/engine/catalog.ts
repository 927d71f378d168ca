/** The embedded sample catalog, validated once on first use (illustrative data, see data/), and each catalog's word index. */
import { carrierRows } from './data/carriers';
import { conditionRows } from './data/conditions';
import { medicationRows } from './data/medications';
import { productRows } from './data/products';
import { indexProfileVocabulary, type ProfileIndex } from './parse/profile';
import { loadCatalog } from './sheets';
import type { Catalog } from './types';

let catalog: Catalog | undefined;

export function defaultCatalog(): Catalog {
  catalog ??= loadCatalog({ carriers: carrierRows, products: productRows, conditions: conditionRows, medications: medicationRows });
  return catalog;
}

const vocabularies = new WeakMap<Catalog, ProfileIndex>();

/** The phrase index of a catalog's conditions and medications, built once per catalog. */
export function vocabularyOf(catalog: Catalog): ProfileIndex {
  let index = vocabularies.get(catalog);
  if (!index) {
    index = indexProfileVocabulary(catalog);
    vocabularies.set(catalog, index);
  }
  return index;
}
