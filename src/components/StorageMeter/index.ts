export { StorageMeter, type StorageMeterProps } from './StorageMeter';
export { STORAGE_WARNING_PERCENT, formatStorage, storageUsage, type StorageUsage } from './storage';
