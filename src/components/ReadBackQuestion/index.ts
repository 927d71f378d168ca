export * from './ReadBackQuestion';
