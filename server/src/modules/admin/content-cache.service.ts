export { changeWithBump } from '../../cache/change-with-bump';
