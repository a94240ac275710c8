export { SolrCluster, type ClusterNode, type ClusterOptions } from './solr-cluster.ts';
export { sharedNodes } from './placement.ts';
