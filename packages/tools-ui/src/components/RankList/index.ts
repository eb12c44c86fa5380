export { RankList, type RankListItem, type RankListProps } from './RankList';
