export { ClientLine, type ClientLineProps } from './ClientLine';
