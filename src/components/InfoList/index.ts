export { InfoList, type InfoItem } from './InfoList';
